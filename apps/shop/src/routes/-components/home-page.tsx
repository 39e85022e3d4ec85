import { ShopHeader } from './shop-header'

/** The home page, shown at `/` and `/en`. */
export function HomePage() {
  return (
    <>
      <ShopHeader />
      <main className="home">
        <h1>Supplies for your practice, ordered in minutes</h1>
        <p>
          Gloves, syringes, wound care and diagnostics at business prices,
          delivered every week.
        </p>
      </main>
    </>
  )
}
