'use client';
/** "Go back": the browser's previous page, for error pages reached from anywhere. */
import Button from 'react-bootstrap/Button';

export function BackButton({ label }: { label: string }) {
  return (
    <Button variant="outline-secondary" onClick={() => window.history.back()}>
      {label}
    </Button>
  );
}
