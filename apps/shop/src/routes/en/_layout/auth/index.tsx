import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/en/_layout/auth/')({
  beforeLoad: () => {
    throw redirect({ to: '/en/auth/login' })
  },
})
