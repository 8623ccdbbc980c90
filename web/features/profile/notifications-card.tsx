/**
 * "Notifications" on the profile page (docs/live-room.md#web-push): with the browser's permission,
 * subscribes this browser to the organisers' announcements through the Push API and the service
 * worker (web/public/push-sw.js shows them), with the server's VAPID key (GET
 * /api/push/public-key); "Turn off notifications" unsubscribes it. Where the browser has no push
 * (no service worker yet, an iPhone outside the installed app) or the person blocked
 * notifications, the card says so instead of offering a button that cannot work.
 */
import Bell from "lucide-react/icons/bell";
import BellOff from "lucide-react/icons/bell-off";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { api, json } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";

const SUBSCRIPTION_KEY = ["push-subscription"] as const;

/** Whether this browser has the Push API at all (an iPhone has it only in the installed app). */
function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/**
 * The app's service worker registration. It is registered 10 s after the first page load
 * (web/lib/service-worker.ts).
 * @throws Error while it is not registered yet.
 */
async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration)
    throw new Error(/*i18n*/ "The app is still getting ready for notifications. Please try again in a moment.");
  return registration;
}

/** This browser's push subscription; null without one, or before the service worker is registered. */
async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription()) ?? null;
}

/** Whether this browser can push and is subscribed now. */
async function readState(): Promise<{ supported: boolean; subscribed: boolean }> {
  if (!pushSupported()) return { supported: false, subscribed: false };
  return { supported: true, subscribed: (await currentSubscription()) !== null };
}

/** Asks the permission, subscribes with the server's key and stores the subscription. */
async function turnOn(): Promise<void> {
  const registration = await pushRegistration();
  if ((await Notification.requestPermission()) !== "granted")
    throw new Error(/*i18n*/ "Notifications are blocked for this site in the browser's settings.");
  const { publicKey } = await json(api.push["public-key"].$get());
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  const { endpoint, keys } = subscription.toJSON();
  await json(
    api.push.subscription.$put({ json: { endpoint: endpoint!, keys: { p256dh: keys!.p256dh!, auth: keys!.auth! } } }),
  );
}

/** Unsubscribes this browser and tells the server to forget it. */
async function turnOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await json(api.push.subscription.$delete({ json: { endpoint: subscription.endpoint } }));
  await subscription.unsubscribe();
}

export function NotificationsCard() {
  const i18n = useI18n();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: readState });
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
    onError: (error) => toast({ title: /*i18n*/ "Error", description: error.message, variant: "destructive" }),
  });
  const blocked = typeof Notification !== "undefined" && Notification.permission === "denied";
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Notifications")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-slate-700">
          {i18n._("Get the organisers' announcements on this device, even when the app is closed.")}
        </p>
        {state.data && !state.data.supported && (
          <p className="text-sm text-slate-700">
            {i18n._(
              "This browser cannot show notifications from the app. On an iPhone, add the app to the Home Screen first.",
            )}
          </p>
        )}
        {state.data?.supported && blocked && (
          <p className="text-sm text-slate-700">
            {i18n._("Notifications are blocked for this site in the browser's settings.")}
          </p>
        )}
        {state.data?.supported && !blocked && (
          <div>
            {state.data.subscribed ? (
              <Button variant="outline" disabled={change.isPending} onClick={() => change.mutate(false)}>
                <BellOff className="size-4" aria-hidden />
                {i18n._("Turn off notifications")}
              </Button>
            ) : (
              <Button disabled={change.isPending} onClick={() => change.mutate(true)}>
                <Bell className="size-4" aria-hidden />
                {i18n._("Turn on notifications")}
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
