"use client";
import Link from "next/link";
import type { OnboardingStep } from "@/lib/orgs/documents";
import { useOnboarding } from "@/lib/portal-client/hooks/use-onboarding";
import { ErrorState, Loading } from "@/components/ui/states";

// What each step asks and where it is done.
const STEPS: Record<OnboardingStep, { title: string; how: string; href: string; action: string }> = {
  product: { title: "Add a product", how: "A SKU and a name are enough to start.", href: "/producer/products/new", action: "New product" },
  image: { title: "Upload an image", how: "Drop product photos into the asset library.", href: "/producer/assets", action: "Open assets" },
  complete: {
    title: "Bring a product to 100% complete",
    how: "A name, a description, an image and the category's required attributes. The product editor lists what is missing.",
    href: "/producer/products",
    action: "Open products",
  },
  channel: { title: "Create a channel", how: "A feed file or an HTTP destination that receives your active products.", href: "/producer/channels", action: "Open channels" },
  buyer: { title: "Connect a buyer", how: "Send a buyer an invitation link; once accepted they see your active products.", href: "/producer/connections", action: "Invite a buyer" },
  brandPortal: { title: "Publish a brand portal", how: "A public page of your products that anyone can open.", href: "/producer/brand-portals", action: "Open brand portals" },
};

export function GettingStarted() {
  const onboarding = useOnboarding();
  if (onboarding.isPending) return <Loading label="Loading your first steps…" />;
  if (onboarding.isError) return <ErrorState error={onboarding.error} retry={() => onboarding.refetch()} />;
  const { steps, done, total } = onboarding.data;
  if (done === total) return null;
  return (
    <section className="panel" aria-labelledby="getting-started">
      <h2 id="getting-started">Getting started</h2>
      <p className="small muted">
        {done} of {total} done. Each step ticks itself when your data shows it is done.
      </p>
      <ol className="checklist">
        {steps.map((step) => {
          const text = STEPS[step.code];
          return (
            <li key={step.code} className={step.done ? "done" : undefined}>
              <span className={step.done ? "badge green" : "badge"}>{step.done ? "Done" : "To do"}</span>{" "}
              <strong>{text.title}</strong>
              {step.done ? null : (
                <>
                  <span className="small muted"> {text.how}</span> <Link href={text.href}>{text.action}</Link>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
