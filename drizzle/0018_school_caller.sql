-- The one query that authenticates a school's request (lib/api/http/authenticate.ts), as a
-- function: PL/pgSQL keeps the plans of its statements for the life of the server connection,
-- so the query is planned once per connection instead of once per request. Planning it (token,
-- user, school, grants, plan and format in one round trip) cost about 2 ms of the database's
-- time on every request, four times its execution. A named prepared statement would do the same
-- but not behind a transaction-mode pooler (PgBouncer before 1.21 forgets it between
-- transactions); a function's plans live in whichever server connection runs it.
--
-- One JSON value comes back (JSON.parse is native); timestamps as epoch milliseconds. The
-- format keys and the Guardian role's name are arguments, so their lists stay in TypeScript.
-- A school hint left out (null) matches any: a request names its school by code or subdomain.
CREATE OR REPLACE FUNCTION school_caller(
  p_token_hash text,
  p_code text,
  p_subdomain text,
  p_format_keys text[],
  p_guardian_role text
) RETURNS json
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'tokenId', t.id,
      'expiresAt', extract(epoch FROM t.expires_at) * 1000,
      'revokedAt', extract(epoch FROM t.revoked_at) * 1000,
      'lastUsedAt', extract(epoch FROM t.last_used_at) * 1000,
      'userId', u.id,
      'userStatus', u.status,
      'userEmail', u.email,
      'userFullName', u.full_name,
      'userImage', u.image,
      'schoolId', s.id,
      'schoolCode', s.code,
      'schoolSubdomain', s.subdomain,
      'schoolName', s.name,
      'schoolStatus', s.status,
      -- Every grant, and those held only as a Guardian, from one pass over the user's roles.
      'grants', (
        SELECT json_build_object(
          'roles', (
            SELECT json_agg(r.name) FROM user_roles ur
            JOIN roles r ON r.school_id = ur.school_id AND r.id = ur.role_id
            WHERE ur.school_id = t.school_id AND ur.user_id = t.user_id),
          'permissions', json_agg(g.name),
          'guardianOnly', json_agg(g.name) FILTER (WHERE g.guardian_only))
        FROM (
          SELECT p.name, bool_and(r.name = p_guardian_role) AS guardian_only
          FROM user_roles ur
          JOIN roles r ON r.school_id = ur.school_id AND r.id = ur.role_id
          JOIN role_permissions rp ON rp.school_id = ur.school_id AND rp.role_id = ur.role_id
          JOIN permissions p ON p.id = rp.permission_id
          WHERE ur.school_id = t.school_id AND ur.user_id = t.user_id
          GROUP BY p.name) g),
      -- The current subscription: its plan gates modules and writes.
      'subscription', (
        SELECT json_build_object('plan', p.name, 'modules', p.modules, 'status', sub.status,
          'ends_on', sub.ends_on)
        FROM subscriptions sub JOIN plans p ON p.id = sub.plan_id
        WHERE sub.school_id = t.school_id AND sub.replaced_at IS NULL),
      -- The school's time zone, date format and currency travel with every caller.
      'format', (
        SELECT json_object_agg(ss.key, ss.value) FROM school_settings ss
        WHERE ss.school_id = t.school_id AND ss.key = ANY (p_format_keys))
    )
    FROM access_tokens t
    JOIN schools s ON s.id = t.school_id
      AND s.code = coalesce(p_code, s.code)
      AND s.subdomain = coalesce(p_subdomain, s.subdomain)
    JOIN users u ON u.school_id = t.school_id AND u.id = t.user_id
    WHERE t.token_hash = p_token_hash
    LIMIT 1
  );
END;
$$;
