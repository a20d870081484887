/** An administrator message as an ordinary user sees it (spec 01 §3). */
export interface UserAdminMessage {
  id: string;
  title: string;
  message: string;
  createdAt: string;
  isRead: boolean;
  readAt: string | null;
}
