/**
 * The logo strip of the pre-login screens (docs/product.md, 'Screens and routes'): the department seal, a divider and
 * the product logo. Both marks are our own drawings (src/assets), not government artwork.
 */
import emblemUrl from '@/assets/emblem.svg';
import productLogoUrl from '@/assets/product-logo.svg';
import { useT } from '@/i18n';

export function LogoStrip({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <div className={`flex min-w-0 items-center gap-2.5 ${className}`}>
      <img
        src={emblemUrl}
        alt={t('app.emblemAlt')}
        width={44}
        height={44}
        className="size-10 shrink-0 min-[380px]:size-11"
      />
      <span className="h-9 w-px shrink-0 bg-brand-200" aria-hidden="true" />
      <img
        src={productLogoUrl}
        alt={t('app.logoAlt')}
        width={141}
        height={44}
        className="h-10 w-auto min-[380px]:h-11"
      />
    </div>
  );
}
