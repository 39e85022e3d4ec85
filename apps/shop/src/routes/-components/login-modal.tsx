import { useI18n } from '@shop/i18n/react'
import { Modal } from '@shop/ui'
import {
  Link,
  useNavigate,
  useRouteContext,
  useRouter,
} from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { useStore } from 'zustand'
import { loadLoginForm } from '#features/auth/lazy'

// The form and its validator load only when the modal opens, not with every page.
const LoginForm = lazy(() =>
  loadLoginForm().then((m) => ({ default: m.LoginForm })),
)

/**
 * The login modal: a signed-out buyer who clicks through to a protected page signs in here (or
 * goes on to create an account) and lands on that page. A native modal dialog traps focus,
 * closes on Escape and returns focus; the e-mail field has it while the modal is open.
 */
export function LoginModal() {
  const { t } = useI18n()
  const { ui } = useRouteContext({ from: '__root__' })
  const target = useStore(ui, (state) => state.loginTarget)
  const navigate = useNavigate()
  const router = useRouter()
  return (
    <Modal
      open={Boolean(target)}
      onClose={() => ui.getState().closeOverlays()}
      title={t('auth.modal.title')}
      closeLabel={t('app.close')}
    >
      <Suspense fallback={<p>{t('app.loading')}</p>}>
        <LoginForm
          focusEmail
          onSignedIn={async () => {
            const href = target
            ui.getState().closeOverlays()
            // Going on reads the new session; staying would need the page's guards run again.
            if (href) await navigate({ href })
            else await router.invalidate()
          }}
        />
      </Suspense>
      <p>
        {t('auth.login.noAccount')}{' '}
        <Link to="/en/auth/sign-up" search={target ? { redirect: target } : {}}>
          {t('auth.login.signUpLink')}
        </Link>
      </p>
    </Modal>
  )
}
