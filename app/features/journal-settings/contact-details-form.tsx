import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray } from 'react-hook-form';
import { contactDetailsFormSchema, contactDetailsFormValues, SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS, type ContactDetails } from '../../../contract/settings/contact-details';
import { TextField } from '../../components/forms/text-field';
import { GroupCard, useGroupForm, type Notify } from './settings-group-form';

/**
 * The office's contact details (decision 0042): what /contact shows (address card, email, phone,
 * urgent matters, the map on request, social links) and where the contact form's messages go.
 * Not set, /contact leaves the facts out and the messages go to the admins.
 */
export function ContactDetailsForm({ value, onNotice }: { value: ContactDetails | null; onNotice: Notify }) {
  const { form, busy, onSubmit, error } = useGroupForm('contact', contactDetailsFormSchema as never, contactDetailsFormValues(value) as never, onNotice);
  const social = useFieldArray({ control: form.control, name: 'social' as never });
  const field = (path: string) => form.field(path as never);
  // The address is one box; a message about one of its lines shows under the box.
  const addressError = error('address') ?? [0, 1, 2, 3, 4, 5].map((line) => error(`address.${line}`)).find(Boolean);
  return (
    <GroupCard group="contact" busy={busy} onSubmit={onSubmit}>
      {!value && <p className="small text-body-secondary">Not set: /contact leaves the address, email and map out, and contact messages go to the admins.</p>}
      <TextField id="contact-office" label="Office name" required registration={field('office')} error={error('office')} hint="The first line of the address card, e.g. Editorial Office." />
      <TextField id="contact-address" label="Postal address" required rows={4} registration={field('address')} error={addressError} hint="One line per line of the address, at most 6." />
      <div className="row g-2">
        <div className="col-md-6">
          <TextField id="contact-email" label="Office email" type="email" required registration={field('email')} error={error('email')} hint="Shown on /contact; the contact form's messages are sent here." />
        </div>
        <div className="col-md-6">
          <TextField id="contact-phone" label="Phone" registration={field('phone')} error={error('phone')} />
        </div>
      </div>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">Urgent matters (optional)</legend>
        <div className="row g-2">
          <div className="col-md-6">
            <TextField id="contact-urgent-email" label="Urgent email" type="email" registration={field('urgent.email')} error={error('urgent.email')} />
          </div>
          <div className="col-md-6">
            <TextField id="contact-urgent-note" label="When to use it" registration={field('urgent.note')} error={error('urgent.note')} />
          </div>
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">Map (optional)</legend>
        <div className="row g-2">
          <div className="col-6">
            <TextField id="contact-latitude" label="Latitude" registration={field('location.latitude')} error={error('location.latitude')} hint="e.g. 9.0317" />
          </div>
          <div className="col-6">
            <TextField id="contact-longitude" label="Longitude" registration={field('location.longitude')} error={error('location.longitude')} hint="e.g. 38.7633" />
          </div>
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">Social links</legend>
        {social.fields.length === 0 && <p className="small text-body-secondary">None: /contact shows no social links.</p>}
        {social.fields.map((row, index) => (
          <div key={row.id} className="d-flex flex-wrap gap-2 align-items-start">
            <Form.Group controlId={`contact-social-network-${index}`} className="mb-3">
              <Form.Label>Network (link {index + 1})</Form.Label>
              <Form.Select {...field(`social.${index}.network`)}>
                {SOCIAL_NETWORKS.map((network) => (
                  <option key={network} value={network}>
                    {SOCIAL_NETWORK_LABELS[network]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <div className="flex-grow-1">
              <TextField id={`contact-social-url-${index}`} label={`Address (link ${index + 1})`} required registration={field(`social.${index}.url`)} error={error(`social.${index}.url`)} />
            </div>
            <Button variant="outline-danger" size="sm" className="mt-4" onClick={() => social.remove(index)}>
              Remove link {index + 1}
            </Button>
          </div>
        ))}
        <Button variant="outline-primary" size="sm" onClick={() => social.append({ network: 'facebook', url: '' } as never)} disabled={social.fields.length >= 8}>
          Add a link
        </Button>
      </fieldset>
    </GroupCard>
  );
}
