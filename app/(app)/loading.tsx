export default function Loading() {
  return (
    <p role="status" className="py-16 text-center text-sm text-muted-foreground">
      Loading...
    </p>
  );
}
