import { useI18n } from '@shop/i18n/react'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { useStore } from 'zustand'
import { useModalDialog } from '../../lib/use-modal-dialog'

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
  const dialog = useModalDialog(Boolean(target))
  return (
    <dialog
      ref={dialog}
      className="login-modal"
      aria-labelledby="login-modal-title"
      onClose={() => ui.getState().closeOverlays()}
    >
      {target ? (
        <>
          <div className="login-modal__header">
            <h2 id="login-modal-title">{t('auth.modal.title')}</h2>
            <button
              type="button"
              className="ui-button ui-button--secondary ui-button--small"
              onClick={() => dialog.current?.close()}
            >
              {t('app.close')}
            </button>
          </div>
          <Suspense fallback={<p>{t('app.loading')}</p>}>
            <LoginForm
              onSignedIn={async () => {
                const href = target
                ui.getState().closeOverlays()
                await navigate({ href })
              }}
            />
          </Suspense>
        </>
      ) : null}
    </dialog>
  )
}
