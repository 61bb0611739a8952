import { NotBuiltYet, notBuiltYetMetadata } from '@/components/shell/not-built-yet';

const PATH = '/fees/create-fee-wavier';
export const metadata = notBuiltYetMetadata(PATH);

export default function Page() {
  return <NotBuiltYet path={PATH} />;
}
