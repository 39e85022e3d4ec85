import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/en/_layout/shop/account/')({
  beforeLoad: () => {
    throw redirect({ to: '/en/shop/account/profile' })
  },
})
