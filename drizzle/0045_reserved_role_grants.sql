-- The reserved roles of schools created before a permission joined their defaults
-- (DEFAULT_ROLE_PERMISSIONS in lib/permissions/catalogue.ts) never received it: createSchool
-- grants the defaults once, when the school is made. This grants, to every existing school's
-- reserved Teacher and Guardian roles, exactly the permissions added to their defaults since
-- the first release: documents-list (Teacher), exam-list (Teacher, Guardian), exam-marks
-- (Teacher), timetable-list (Teacher, Guardian). Granting is right even where a role lacks
-- one today: each went into the defaults in the release that created the permission (the
-- Guardian's timetable-list a few hours later, in the same unreleased work), so no school
-- held the permission and could have taken it from the role deliberately.
-- The names are written first: this runs before the start-up writes the catalogue
-- (lib/db/reference-data.ts), and a database last started before them does not hold them yet.
INSERT INTO "permissions" ("name")
VALUES ('documents-list'), ('exam-list'), ('exam-marks'), ('timetable-list')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("school_id", "role_id", "permission_id")
SELECT r."school_id", r."id", p."id"
FROM "roles" r
JOIN (VALUES
	('Teacher', 'documents-list'),
	('Teacher', 'exam-list'),
	('Teacher', 'exam-marks'),
	('Teacher', 'timetable-list'),
	('Guardian', 'exam-list'),
	('Guardian', 'timetable-list')
) AS g("role", "permission") ON g."role" = r."name"
JOIN "permissions" p ON p."name" = g."permission"
WHERE r."is_reserved"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- School Admin holds every permission (the roles route refuses to take one away), yet an
-- existing school's School Admin lacked each permission added after its school was made
-- (exams, timetable, documents...). Every permission the catalogue holds now; one written by
-- the start-up after this is granted there (syncReferenceData).
INSERT INTO "role_permissions" ("school_id", "role_id", "permission_id")
SELECT r."school_id", r."id", p."id"
FROM "roles" r
CROSS JOIN "permissions" p
WHERE r."is_reserved" AND r."name" = 'School Admin'
ON CONFLICT DO NOTHING;
