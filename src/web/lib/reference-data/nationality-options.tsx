// The nationality choices of every form: the popular ones (Australian, New Zealander, British,
// American, in the server's order) in their own group first, then all the others A-Z.
import type { Nationality } from '../../../shared/contract/reference-data.ts';

export function NationalityOptions({ list }: { list: readonly Nationality[] }) {
  const popular = list.filter((item) => item.popular);
  const others = list.filter((item) => !item.popular);
  if (popular.length === 0) return others.map(({ name }) => <option key={name}>{name}</option>);
  return (
    <>
      <optgroup label="Popular">
        {popular.map(({ name }) => (
          <option key={name}>{name}</option>
        ))}
      </optgroup>
      <optgroup label="All nationalities">
        {others.map(({ name }) => (
          <option key={name}>{name}</option>
        ))}
      </optgroup>
    </>
  );
}
