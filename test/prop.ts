/**
 * Property tests in vitest: `test.prop([arbitraries], params)(name, predicate)` runs `fc.assert` over
 * `fc.property` inside a vitest test, the API of @fast-check/vitest that the suite uses, without that package:
 * importing it builds every chain of vitest 4's test modifiers (`skip.only.concurrent…`, about 1.4 s a test file,
 * paid again by each of Stryker's runs), and it names each test with a random seed, so a test's name differs from run
 * to run and Stryker's filter by name finds none of them. A failure still reports fast-check's seed and
 * counterexample.
 */
import fc from "fast-check";
import { test as vitestTest } from "vitest";

type Arbitraries<T extends unknown[]> = { [K in keyof T]: fc.Arbitrary<T[K]> };

/** A property over the arbitraries' values as a vitest test; the predicate fails by throwing or returning false. */
function prop<T extends [unknown, ...unknown[]]>(arbitraries: Arbitraries<T>, params: fc.Parameters<T> = {}) {
  return (name: string, predicate: (...values: T) => unknown, timeout?: number) =>
    vitestTest(
      name,
      () => {
        const check = (...values: T) => {
          const result = predicate(...values);
          if (typeof (result as PromiseLike<unknown> | undefined)?.then === "function")
            throw new TypeError(`${name}: an async predicate needs fc.asyncProperty`);
          return result !== false;
        };
        const property = (fc.property as unknown as (...args: unknown[]) => fc.IProperty<T>)(...arbitraries, check);
        fc.assert(property, params);
      },
      timeout,
    );
}

/** `test.prop`, as @fast-check/vitest spells it. */
export const test = { prop };
export { fc };
