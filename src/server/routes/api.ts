import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { accountDeleteRoutes } from './account-delete'
import { accountEmailRoutes } from './account-email'
import { accountExportRoutes } from './account-export'
import { accountPasswordRoutes } from './account-password'
import { accountSessionRoutes } from './account-sessions'
import { appearanceReadRoutes } from './appearances'
import { appearanceActionRoutes } from './appearances-actions'
import { appearanceModerationRoutes } from './appearances-moderation'
import { appearanceWriteRoutes } from './appearances-write'
import { clipUploadRoutes } from './clip-uploads'
import { followRoutes } from './follow'
import { invitationRoutes } from './invitations'
import { joinRequestRoutes } from './join-requests'
import { liveRoutes } from './live'
import { locationRoutes } from './location'
import { messagingRoutes } from './messaging'
import { messagingGroupRoutes } from './messaging-groups'
import { messagingPeopleRoutes } from './messaging-people'
import { profileRoutes } from './profile'
import { pushRoutes } from './push'
import { seenReadRoutes } from './seens'
import { seenCalendarRoutes } from './seens-calendar'
import { guestUploadRoutes } from './seens-guest-uploads'
import { seenPhotoRoutes } from './seens-photos'
import { posterBlockRoutes } from './seens-poster-blocks'
import { seenReactionRoutes } from './seens-reactions'
import { seenWriteRoutes } from './seens-write'
import { tagRoutes } from './tags'
import { timelineRoutes } from './timeline'

/** Every `/api/*` resource is a sub-app mounted here; a new area mounts its own. */
export const apiRoutes = new Hono<AppEnv>()
  .route('/account', accountPasswordRoutes)
  .route('/account', accountEmailRoutes)
  .route('/account', accountSessionRoutes)
  .route('/account', accountDeleteRoutes)
  .route('/account', accountExportRoutes)
  .route('/seen/invitations', invitationRoutes)
  .route('/seen/joinrequests', joinRequestRoutes)
  .route('/seen/blocked-posters', posterBlockRoutes)
  .route('/seen/guest-uploads', guestUploadRoutes)
  .route('/seen', liveRoutes)
  .route('/seen', seenCalendarRoutes)
  .route('/seen', seenPhotoRoutes)
  .route('/seen', seenReactionRoutes)
  .route('/seen', seenWriteRoutes)
  .route('/seen', seenReadRoutes)
  .route('/appearance', appearanceActionRoutes)
  .route('/appearance', appearanceModerationRoutes)
  .route('/appearance', appearanceWriteRoutes)
  .route('/appearance', appearanceReadRoutes)
  .route('/clip-upload', clipUploadRoutes)
  .route('/tags', tagRoutes)
  .route('/location', locationRoutes)
  .route('/userprofile', profileRoutes)
  .route('/follow', followRoutes)
  .route('/timeline', timelineRoutes)
  .route('/messaging', messagingRoutes)
  .route('/messaging', messagingGroupRoutes)
  .route('/messaging', messagingPeopleRoutes)
  .route('/push', pushRoutes)
