import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { Api } from '#lib/api'
import { orNotFound } from '#lib/not-found'
import { SHOP_NAME } from '#lib/route-meta'

const contentPageQuery = (api: Api, identifier: string) =>
  queryOptions({
    queryKey: ['content', 'page', identifier],
    queryFn: () =>
      api
        .get('/content/pages/:identifier', { params: { identifier } })
        .then((r) => r.page),
    staleTime: 5 * 60_000,
  })

// Terms of sale, privacy, imprint: pages of text from the content backend.
export const Route = createFileRoute('/en/_layout/pages/$identifier')({
  loader: async ({ context, params, location }) => {
    const page = await orNotFound(
      context.queryClient.ensureQueryData(
        contentPageQuery(context.api, params.identifier),
      ),
      location.pathname,
    )
    return { title: page.title, description: page.intro }
  },
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [
          { title: `${loaderData.title} · ${SHOP_NAME}` },
          { name: 'description', content: loaderData.description },
        ]
      : [],
  }),
  component: ContentPageRoute,
})

function ContentPageRoute() {
  const { identifier } = Route.useParams()
  const { api } = Route.useRouteContext()
  const { data: page } = useSuspenseQuery(contentPageQuery(api, identifier))
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      <p className="content-page__intro">{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  )
}
