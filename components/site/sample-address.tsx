import { IntentLink } from "@/components/ui/intent-link";
import { PinIcon } from "./icons";
import { SAMPLE_ADDRESS } from "./nav-items";

/** The sample delivery address; "Change Location" only points at where we are, it changes nothing. */
export function SampleAddress({ className = "" }: { className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${className}`}>
      <PinIcon className="size-4 shrink-0" />
      <span>{SAMPLE_ADDRESS}</span>
      <IntentLink
        href="/restaurant#location"
        className="font-semibold underline decoration-brand decoration-2 underline-offset-4 hover:decoration-navy"
      >
        Change Location
      </IntentLink>
    </p>
  );
}
