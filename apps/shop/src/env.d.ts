/** The id of the running build (see vite.config.ts). */
declare const __BUILD_ID__: string
