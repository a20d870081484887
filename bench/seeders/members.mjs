// Five members per family (the user and four without an account); scale multiplies them.
import { isoAgo, seq, text, YEAR_S } from "./sql.mjs";

export default {
  name: "members",
  describe: (scale) => `${5 * scale} members`,
  sql({ family, scale, nowSec }) {
    return [
      `${seq(5 * scale - 1)} INSERT INTO family_members (id, family_id, user_id, name, role, created_at)
       SELECT printf('%s-member-%06d', ${text(family.id)}, n), ${text(family.id)}, NULL, 'Limur ' || n, 'Familiemedlem', ${isoAgo(nowSec, `${YEAR_S} - n`)} FROM seq`,
    ];
  },
  reads: [{ name: "members", path: (family) => `/api/families/${family.id}/members`, rows: (body) => body.length }],
};
