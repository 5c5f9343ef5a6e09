/**
 * The owner's sessions of the hand-written inbox, which the backend replaced (Payload keeps its own
 * sessions in the `users_sessions` table). Sessions only: nobody loses more than a login.
 */
export const statements = ['DROP TABLE admin_sessions'];
