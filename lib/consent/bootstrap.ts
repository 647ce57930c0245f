import { CONSENT_KEY, CONSENT_MAX_AGE_MS, CONSENT_VERSION } from "./record";
import { GOOGLE_CONSENT_DEFAULT } from "./google";

/** Makes no request. Its record check mirrors parseRecord (record.ts); bootstrap.test.ts holds the two together. */
export function consentBootstrapScript({ metaPixelId }: { metaPixelId?: string | null } = {}): string {
  const pixel = metaPixelId
    ? `if(!w.fbq){var n=w.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};` +
      `if(!w._fbq)w._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[]}` +
      `w.fbq.disablePushState=true;w.fbq('consent','revoke');` +
      // Automatic configuration (button-click events, page metadata) would send what the privacy policy does not
      // name; it must be switched off for this pixel before init. Automatic advanced matching is a setting in Events
      // Manager, not in this code: the launch checklist in docs/deployment.md switches it off.
      `w.fbq('set','autoConfig',false,${JSON.stringify(metaPixelId)});w.fbq('init',${JSON.stringify(metaPixelId)});` +
      `if(c&&c.marketing)w.fbq('consent','grant');`
    : "";
  return (
    `(function(w){var l=w.dataLayer=w.dataLayer||[];` +
    `w.gtag=w.gtag||function(){l.push(arguments)};` +
    `w.gtag('consent','default',${JSON.stringify(GOOGLE_CONSENT_DEFAULT)});` +
    `var c=null;try{var r=JSON.parse(w.localStorage.getItem(${JSON.stringify(CONSENT_KEY)})||'null');` +
    `var t=r?new Date(r.timestamp).getTime():NaN;` +
    `if(r&&r.necessary===true&&typeof r.analytics==='boolean'&&typeof r.marketing==='boolean'` +
    `&&typeof r.functional==='boolean'&&(typeof r.timestamp==='string'||typeof r.timestamp==='number')` +
    `&&typeof r.version==='string'&&r.version>=${JSON.stringify(CONSENT_VERSION)}` +
    `&&t===t&&Date.now()-t<=${CONSENT_MAX_AGE_MS})c=r}catch(e){}` +
    `if(c){var a=c.analytics?'granted':'denied',m=c.marketing?'granted':'denied';` +
    `w.gtag('consent','update',{ad_storage:m,analytics_storage:a,ad_user_data:m,ad_personalization:m})}` +
    // Google signals (cross-device data from signed-in Google accounts) is not in the privacy policy: off in code too.
    `w.gtag('set','allow_google_signals',false);` +
    pixel +
    `})(window);`
  );
}
