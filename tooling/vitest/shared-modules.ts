/**
 * Node projects whose test files share their worker's modules (`isolate: false`, decision 051),
 * by workspace folder. The backend's test files each import the whole backend, which took longer
 * than most of their tests; its code keeps no state in modules (every `createCommerceBackend`
 * has its own). `isolated` lists the files that replace a module with `vi.mock`: they run in an
 * isolated project of their own, since among shared modules such a mock would miss the backend
 * another file already loaded (and the test would pass whatever the code does) and leak into
 * the files after it.
 */
export const SHARED_MODULES: Record<string, { isolated: string[] }> = {
  'apps/commerce-backend': {
    isolated: ['src/modules/customers/credentials.test.ts'],
  },
}
