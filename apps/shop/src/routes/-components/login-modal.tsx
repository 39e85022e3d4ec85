import { useI18n } from '@shop/i18n/react'
import { Modal } from '@shop/ui'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { useStore } from 'zustand'

// The form and its validator load only when the modal opens, not with every page.
const LoginForm = lazy(() =>
  import('./login-form').then((m) => ({ default: m.LoginForm })),
)

/**
 * The login modal: a signed-out buyer who clicks through to a protected page signs in here and
 * lands on that page. A native modal dialog traps focus, closes on Escape and returns focus.
 */
export function LoginModal() {
  const { t } = useI18n()
  const { ui } = useRouteContext({ from: '__root__' })
  const target = useStore(ui, (state) => state.loginTarget)
  const navigate = useNavigate()
  return (
    <Modal
      open={Boolean(target)}
      onClose={() => ui.getState().closeOverlays()}
      title={t('auth.modal.title')}
      closeLabel={t('app.close')}
    >
      <Suspense fallback={<p>{t('app.loading')}</p>}>
        <LoginForm
          onSignedIn={async () => {
            const href = target
            ui.getState().closeOverlays()
            if (href) await navigate({ href })
          }}
        />
      </Suspense>
    </Modal>
  )
}
