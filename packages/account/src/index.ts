export { PROFILE_SETUP_PATH, buildSetupLink } from './setup-link.js'
export type { SetupLinkOptions } from './setup-link.js'
