import { ButtonLink, Container } from '../../../components/ui';

export function ArticleLoading() {
  return (
    <Container className="article-state">
      <title>Loading article... | Peak Partners</title>
      <div className="article-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>Loading article...</p>
      </div>
    </Container>
  );
}

function Missing({ title, text }: { title: string; text: string }) {
  return (
    <Container className="article-state">
      <div className="article-missing">
        <h1>{title}</h1>
        <p className="lead">{text}</p>
        <ButtonLink to="/blog">Back to Blog</ButtonLink>
      </div>
    </Container>
  );
}

export const ArticleNotFound = () => (
  <Missing title="Article Not Found" text="The article you're looking for doesn't exist." />
);

export const PostNotFound = () => (
  <Missing title="Post Not Found" text="No article was named in the address." />
);
