import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from './-components/home-page'

// The home page is the only page also reachable without the /en prefix (spec section 2).
export const Route = createFileRoute('/')({
  component: HomePage,
})
