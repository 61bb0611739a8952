'use client';
/** "Go back": the browser's previous page, for error pages reached from anywhere. */
import Button from 'react-bootstrap/Button';

export function BackButton() {
  return (
    <Button variant="outline-secondary" onClick={() => window.history.back()}>
      Go back
    </Button>
  );
}
