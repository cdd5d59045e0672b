import { ChangeEmail } from './change-email'
import { ChangePassword } from './change-password'
import { DataDownloadSection } from './data-download-section'
import { DeleteAccountSection } from './delete-account-section'
import { LogOutSection } from './log-out-section'
import { NotificationsSection } from './notifications-section'
import { SessionsSection } from './sessions-section'

/**
 * docs/product.md#screens Settings below the form: the account's e-mail, notifications, password,
 * sessions, data, deletion, and logging out.
 */
export function AccountSections() {
  return (
    <>
      <ChangeEmail />
      <NotificationsSection />
      <ChangePassword />
      <SessionsSection />
      <DataDownloadSection />
      <DeleteAccountSection />
      <LogOutSection />
    </>
  )
}
