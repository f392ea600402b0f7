// Eight client testimonials: quote, person and role.
import { Section } from '../../../components/ui';
import { TESTIMONIALS } from './testimonials';

export function TestimonialGrid() {
  return (
    <Section alt labelledBy="testimonials-heading">
      <div className="section-heading">
        <h2 id="testimonials-heading">What our clients say</h2>
        <p>
          Operators, founders and executives on what changed after working with us, in their own
          words.
        </p>
      </div>
      <ul className="testimonial-grid">
        {TESTIMONIALS.map((t) => (
          <li key={t.person}>
            <figure className="testimonial card">
              <blockquote>
                <p>{t.quote}</p>
              </blockquote>
              <figcaption>
                <span className="testimonial-person">{t.person}</span>
                <span className="testimonial-role">{t.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
