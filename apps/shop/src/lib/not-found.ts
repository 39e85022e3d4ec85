import { notFound } from '@tanstack/react-router'
import { ApiError } from './api'

/** The router's "not found" for a path a route refuses (spec sections 2 and 8). */
export const pageNotFound = (pathname: string) =>
  notFound({ data: { message: `Page Not Found: ${pathname}` } })

/**
 * A page's data, where only an answer about the address means the page does not exist: a 404, or
 * a 400 refusing the identifier the address carries (`/orders/%00` names nothing that could
 * exist). Every other failure (a timeout, a 503, a 500) is rethrown, so the page is an error page
 * that nobody caches, not a "not found" that search engines and caches keep.
 */
export async function orNotFound<T>(load: Promise<T>, pathname: string) {
  try {
    return await load
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.status === 404 || error.status === 400)
    )
      throw pageNotFound(pathname)
    throw error
  }
}
