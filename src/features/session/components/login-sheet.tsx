import { Dialog } from '@base-ui/react/dialog'
import { LogIn, UserPlus } from 'lucide-react'
import { SheetDialogContent } from '~/components/sheet-dialog'
import { loginHref, registerHref } from '../links'
import { LOGIN_PROMPT_TEXT as TEXT } from '../login-prompt'
import { logInOnClick } from '../logout'

interface LoginSheetProps {
  title: string
  /** The page the tap was on (path, query and hash): where log-in and register return to. */
  returnUrl: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * What a guest's tap on a signed-in action opens: what it needs, and the way to it. Both links
 * are full page loads (the account pages are the server's) that come back to `returnUrl`.
 */
export function LoginSheet({ title, returnUrl, open, onOpenChange }: LoginSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent title={title} closeLabel={TEXT.close}>
        <Dialog.Description className="text-zinc-700 dark:text-zinc-300">
          {TEXT.body}
        </Dialog.Description>
        <div className="mt-5 flex flex-col gap-2 xs:flex-row">
          <a href={loginHref(returnUrl)} onClick={logInOnClick} className="btn-primary flex-1">
            <LogIn aria-hidden="true" className="size-4" />
            {TEXT.logIn}
          </a>
          <a href={registerHref(returnUrl)} onClick={logInOnClick} className="btn-secondary flex-1">
            <UserPlus aria-hidden="true" className="size-4" />
            {TEXT.register}
          </a>
        </div>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
