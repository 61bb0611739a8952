import { NotBuiltYet, notBuiltYetMetadata } from '@/components/shell/not-built-yet';

const PATH = '/teacher/teacher-details';
export const metadata = notBuiltYetMetadata(PATH);

export default function Page() {
  return <NotBuiltYet path={PATH} />;
}
