// A publisher named as it names itself (an English title, marked as such) inside the page's own words.
export function SourceCitation({
  label,
  source,
  year,
  className = 'small',
}: {
  label: string;
  source: string;
  year?: string | number | null;
  className?: string;
}) {
  return (
    <p className={className}>
      {label} <cite lang="en">{source}</cite>
      {year ? ` (${year})` : ''}
    </p>
  );
}
