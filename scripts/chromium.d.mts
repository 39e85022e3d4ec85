// Types for scripts/chromium.mjs, which TypeScript projects (Storybook's test project) import.
export declare const CHROMIUM_PATH: string
export declare const CHROMIUM_FLAGS: string[]
