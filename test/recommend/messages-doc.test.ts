import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MESSAGES_DOC, messagesDoc } from "../../scripts/docs/messages.js";

describe("docs/messages.md", () => {
  it("is current: its key table and rendered messages are what npm run docs:messages writes", () => {
    const text = readFileSync(MESSAGES_DOC, "utf8");
    expect(messagesDoc(text) === text, "docs/messages.md is stale: run npm run docs:messages").toBe(true);
  });

  it("lists every key and every review item", () => {
    const text = readFileSync(MESSAGES_DOC, "utf8");
    for (const item of [
      ...Array.from({ length: 12 }, (_, i) => `A${i + 1}`),
      ...Array.from({ length: 5 }, (_, i) => `E${i + 1}`),
      ...Array.from({ length: 9 }, (_, i) => `D${i + 1}`),
      ...Array.from({ length: 14 }, (_, i) => `F${i + 1}`),
      ...Array.from({ length: 14 }, (_, i) => `ES${i + 1}`),
      ...Array.from({ length: 15 }, (_, i) => `P${i + 1}`),
      ...Array.from({ length: 8 }, (_, i) => `R${i + 1}`),
      ...Array.from({ length: 7 }, (_, i) => `T${i + 1}`),
      "C1-C15",
      "RP1-RP8",
    ])
      expect(text, item).toContain(`\n| ${item} |`);
  });
});
