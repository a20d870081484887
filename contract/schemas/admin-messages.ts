/** An administrator message as an ordinary user sees it (docs/decisions.md#administrator-messages). */
export interface UserAdminMessage {
  id: string;
  title: string;
  message: string;
  createdAt: string;
  isRead: boolean;
  readAt: string | null;
}
