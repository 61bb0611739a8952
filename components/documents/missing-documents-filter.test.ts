import { missingDocumentParams } from './missing-documents-filter';

test.each([
  ['', {}],
  ['required', { missing_documents: 'true' }],
  ['12', { missing_document_type_id: '12' }],
  ['12; drop', {}],
])('the address value %j asks the API for %j', (value, params) => {
  expect(missingDocumentParams(value)).toEqual(params);
});
