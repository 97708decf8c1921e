/** Phone browsers cannot scan a QR code shown on their own screen (public-site §2 Login). */
export function isPhoneBrowser(userAgent: string = navigator.userAgent): boolean {
  return /Android.+Mobile|iPhone|iPod|Windows Phone|HarmonyOS.+Mobile|MicroMessenger.+Mobile|Mobile Safari/i.test(
    userAgent,
  );
}
