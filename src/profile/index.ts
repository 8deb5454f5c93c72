export { defaultProfile } from "./defaults.js";
export { defineProfile } from "./define.js";
export type { Cap, DeepPartial, Profile, ProfileOverrides } from "./types.js";
