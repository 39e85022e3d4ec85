import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { createApi } from './lib/api'
import { createRouter } from './router'

// The server rendered the asset tags; read them back so the first client render matches.
const assets = {
  scripts: Array.from(
    document.querySelectorAll<HTMLScriptElement>('script[data-entry]'),
    (s) => s.getAttribute('src') ?? '',
  ),
  styles: Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[data-entry]'),
    (l) => l.getAttribute('href') ?? '',
  ),
}

hydrateRoot(
  document,
  <RouterClient
    router={createRouter(assets, createApi({ baseUrl: '/api' }))}
  />,
)
