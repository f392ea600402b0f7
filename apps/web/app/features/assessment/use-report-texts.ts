// The report's texts as React state: null while loading.
import { useEffect, useState } from 'react';
import {
  type FrameworkText,
  loadFrameworkText,
  loadReportTexts,
  type ReportTexts,
} from './report-texts';

export function useReportTexts(): ReportTexts | null {
  const [texts, setTexts] = useState<ReportTexts | null>(null);
  useEffect(() => {
    let live = true;
    loadReportTexts().then((loaded) => live && setTexts(loaded));
    return () => {
      live = false;
    };
  }, []);
  return texts;
}

export function useFrameworkText(): FrameworkText {
  const [framework, setFramework] = useState<FrameworkText>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadFrameworkText().then((loaded) => live && setFramework(loaded));
    return () => {
      live = false;
    };
  }, []);
  return framework;
}
