// The footer: the brand's links, contact, terms and privacy, a slot for one page button, ©.
import { currentBrand } from '../../lib/brand.ts';
import { useFooterSlotContent } from './footer-slot.ts';

const linkClass = 'inline-flex min-h-11 min-w-11 items-center underline-offset-4 hover:underline';

export function Footer() {
  const brand = currentBrand();
  const slot = useFooterSlotContent();
  return (
    <footer data-shell="" className="mt-8 bg-slate-800 text-slate-100 print:hidden">
      {slot ? <div className="mx-auto flex max-w-screen-xl justify-center px-4 pt-6 tablet:px-6">{slot}</div> : null}
      <div className="mx-auto grid max-w-screen-xl gap-6 px-4 py-8 tablet:grid-cols-3 tablet:px-6">
        <nav aria-label={`${brand.company} links`}>
          <ul className="flex flex-col">
            {brand.footerLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <address className="flex flex-col not-italic">
          <p className="font-semibold">Contact us</p>
          <a href={`mailto:${brand.contact.email}`} className={linkClass}>
            {brand.contact.email}
          </a>
          <a href={`tel:${brand.contact.phone.replace(/\s+/g, '')}`} className={linkClass}>
            {brand.contact.phone}
          </a>
        </address>
        <div className="flex flex-col">
          <a href={brand.termsUrl} className={linkClass}>
            Terms and Conditions
          </a>
          <a href={brand.privacyUrl} className={linkClass}>
            Privacy Policy
          </a>
        </div>
      </div>
      <p className="border-t border-slate-700 px-4 py-4 text-center text-sm text-slate-300">
        © {new Date().getFullYear()} {brand.company}
      </p>
    </footer>
  );
}
