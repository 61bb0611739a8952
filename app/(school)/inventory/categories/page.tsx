import { NotBuiltYet, notBuiltYetMetadata } from '@/components/shell/not-built-yet';

const PATH = '/inventory/categories';
export const metadata = notBuiltYetMetadata(PATH);

export default function Page() {
  return <NotBuiltYet path={PATH} />;
}
