// Questions? opens the FAQ on the assessments page.
import { Button } from '../../../components/ui';
import { useNavigation } from '../../../lib/navigation';

/** The specified pause before scrolling to the FAQ, giving the new page time to render. */
const FAQ_SCROLL_DELAY_MS = 100;

export function FaqButton() {
  const { navigate } = useNavigation();

  const openFaq = () => {
    // The hash lets the assessments page bring the FAQ into view itself if its code loads late.
    navigate('/assessment#faq');
    window.setTimeout(() => {
      document.getElementById('faq')?.scrollIntoView({ block: 'start' });
    }, FAQ_SCROLL_DELAY_MS);
  };

  return (
    <Button variant="secondary" onClick={openFaq}>
      Questions?
    </Button>
  );
}
