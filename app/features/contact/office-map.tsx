import { Link } from 'react-router';
import { mapEmbedUrl, mapPageUrl, type MapPoint } from '../../../contract/contact/office-map';

/**
 * acting-side.md §2 /contact "embedded map", without telling a third party about visitors who did
 * not ask (decision 0042): OpenStreetMap's embed is framed only once the visitor follows Show map
 * (`?map=show`, a link, so it works without JavaScript too), and the page's CSP allows framing that
 * one origin. Before that, nothing is loaded from anywhere but this site.
 */
export function OfficeMap({ location, address, shown }: { location: MapPoint; address: string; shown: boolean }) {
  return (
    <section aria-labelledby="contact-map-heading" className="mt-5" id="map">
      <h2 id="contact-map-heading" className="h4 mb-3">
        Find Us
      </h2>
      {shown ? (
        <>
          <iframe className="contact-map" title={`Map of ${address} (OpenStreetMap)`} src={mapEmbedUrl(location)} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" data-testid="contact-map" />
          <p className="mt-2 mb-0 d-flex flex-wrap gap-3">
            <a href={mapPageUrl(location)}>View a larger map on OpenStreetMap</a>
            <Link to="?" replace preventScrollReset>
              Hide map
            </Link>
          </p>
        </>
      ) : (
        <div className="contact-map contact-map--placeholder" data-testid="contact-map-placeholder">
          <p className="mb-0">{address}</p>
          <p className="mb-0 text-body-secondary">
            The map comes from OpenStreetMap. It is loaded only when you ask for it, because showing it tells OpenStreetMap your address on the internet.
          </p>
          <p className="mb-0 d-flex flex-wrap gap-3">
            <Link to="?map=show#map" replace preventScrollReset className="btn btn-primary">
              Show map
            </Link>
            <a href={mapPageUrl(location)} className="btn btn-outline-primary">
              Open in OpenStreetMap
            </a>
          </p>
        </div>
      )}
    </section>
  );
}
