import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Tests run without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())
