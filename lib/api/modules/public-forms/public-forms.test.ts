import { eq } from 'drizzle-orm';
import { partnerApplications, schoolRegistrations } from '../../../db/schema';
import { toErrorBody } from '../../http/errors';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { SUBDOMAIN_PENDING, SUBDOMAIN_USED_BY_SCHOOL } from './registrations';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const partner = () => ({
  full_name: 'Thandiwe Nkosi',
  organisation: 'Nkosi Education Services',
  email: `${unique('thandi')}@example.org`,
  phone: '+27 21 555 0142',
  region: 'Western Cape, South Africa',
  message: 'We support eleven independent schools with their IT and would like to offer Schola.',
});

const registration = (subdomain = unique('school')) => ({
  school_name: 'Lakeview Primary School',
  subdomain,
  contact_name: 'Miriam Osei',
  email: 'office@lakeview.example.org',
  phone: '(030) 2345 6789',
  address: '14 Harbour Road',
  city: 'Accra',
  country: 'Ghana',
  message: 'We have 420 pupils and would like to start next term.',
});

describe('POST /api/partner-applications', () => {
  test('files a pending application', async () => {
    const body = partner();
    const res = await t.call('POST', '/api/partner-applications', { body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ error: false, data: { status: 'pending' } });
    // Words the screen shows as they come (a keyed message left unrendered broke the page).
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message).toMatch(/\w/);
    const [row] = await t.handle.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, res.body.data.id));
    expect(row).toMatchObject({ email: body.email, region: body.region, status: 'pending' });
  });

  test('422 names every missing field', async () => {
    const res = await t.call('POST', '/api/partner-applications', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      full_name: 'The name is required.',
      organisation: 'The organisation is required.',
      email: 'The e-mail is required.',
      phone: 'The phone number is required.',
      region: 'The region is required.',
      message: 'The message is required.',
    });
  });

  test.each([
    ['email', 'someone@', 'The e-mail must be a valid e-mail address.'],
    [
      'phone',
      'call me',
      'The phone number may hold digits, spaces, brackets, hyphens and a leading +.',
    ],
    [
      'message',
      'Hello there',
      'The message must have at least 20 characters: tell us a little about your work.',
    ],
  ])('422 on %s', async (field, value, message) => {
    const res = await t.call('POST', '/api/partner-applications', {
      body: { ...partner(), [field]: value },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: message });
  });
});

describe('POST /api/school-registrations', () => {
  test('files a pending request, the subdomain in lower case and the message optional', async () => {
    const subdomain = unique('Lakeview').toUpperCase();
    const withoutMessage = { ...registration(subdomain), message: undefined };
    const res = await t.call('POST', '/api/school-registrations', { body: withoutMessage });
    expect(res.status).toBe(201);
    const [row] = await t.handle.db
      .select()
      .from(schoolRegistrations)
      .where(eq(schoolRegistrations.id, res.body.data.id));
    expect(row).toMatchObject({
      subdomain: subdomain.toLowerCase(),
      status: 'pending',
      message: null,
    });
  });

  test('a second pending request for the same subdomain is a 422 on subdomain', async () => {
    const body = registration();
    expect((await t.call('POST', '/api/school-registrations', { body })).status).toBe(201);
    const again = await t.call('POST', '/api/school-registrations', { body });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ subdomain: SUBDOMAIN_PENDING });
  });

  test('a rejected request frees its subdomain again', async () => {
    const body = registration();
    const first = await t.call('POST', '/api/school-registrations', { body });
    await t.handle.db
      .update(schoolRegistrations)
      .set({ status: 'rejected' })
      .where(eq(schoolRegistrations.id, first.body.data.id));
    expect((await t.call('POST', '/api/school-registrations', { body })).status).toBe(201);
  });

  test.each([
    ['riverside', SUBDOMAIN_USED_BY_SCHOOL],
    ['admin', 'This subdomain is reserved; please choose another.'],
    ['my_school', 'The subdomain may hold only letters, digits and hyphens.'],
    ['-lake', 'The subdomain cannot start or end with a hyphen.'],
    ['ab', 'The subdomain must have at least 3 characters.'],
  ])('subdomain %j is refused on its field', async (subdomain, message) => {
    const res = await t.call('POST', '/api/school-registrations', {
      body: registration(subdomain),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ subdomain: message });
  });

  test('422 names every missing field', async () => {
    const res = await t.call('POST', '/api/school-registrations', { body: { message: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      school_name: 'The school name is required.',
      subdomain: 'The subdomain is required.',
      contact_name: 'The contact person is required.',
      email: 'The e-mail is required.',
      phone: 'The phone number is required.',
      address: 'The address is required.',
      city: 'The city is required.',
      country: 'The country is required.',
    });
  });

  test('two requests racing past the check: the database refuses the second on subdomain', async () => {
    const body = registration();
    const values = {
      schoolName: body.school_name,
      subdomain: body.subdomain,
      contactName: body.contact_name,
      email: body.email,
      phone: body.phone,
      address: body.address,
      city: body.city,
      country: body.country,
    };
    await t.handle.db.insert(schoolRegistrations).values(values);
    const failure = await t.handle.db
      .insert(schoolRegistrations)
      .values(values)
      .catch((e) => e);
    expect(toErrorBody(failure, 'test')).toMatchObject({
      status: 422,
      body: { errors: { subdomain: SUBDOMAIN_PENDING } },
    });
  });
});

describe('GET /api/school-registrations/subdomain-availability', () => {
  test.each([
    [() => unique('free'), true],
    [() => 'hillcrest', false],
  ])('answers whether a subdomain can be requested', async (name, available) => {
    const res = await t.call('GET', `/api/school-registrations/subdomain-availability/${name()}`);
    expect(res.status).toBe(200);
    expect(res.body.data.available).toBe(available);
  });

  test('a reserved name is a 422 on subdomain', async () => {
    const res = await t.call('GET', '/api/school-registrations/subdomain-availability/www');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      subdomain: 'This subdomain is reserved; please choose another.',
    });
  });
});
