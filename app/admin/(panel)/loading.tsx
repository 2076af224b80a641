import { SpinnerIcon } from "@/components/admin/icons";

// Shown inside the admin shell while a server-rendered admin page loads.
export default function AdminLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-ink-muted">
      <SpinnerIcon />
      Loading...
    </p>
  );
}
