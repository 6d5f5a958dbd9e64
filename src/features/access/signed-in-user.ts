// Whether a change of links touches the signed-in user, whose session is then fetched again so that
// the menu, the actions and the guards follow without a reload (issue 15 item 5).
import { currentUser } from '@/stores/session';

/** The user is the one signed in (their roles changed). */
export const isSignedInUser = (userId: number): boolean => currentUser()?.id === userId;

/** The signed-in user holds the role (its permissions changed). */
export const signedInUserHolds = (roleId: number): boolean => Boolean(currentUser()?.roles?.some((role) => role.id === roleId));
