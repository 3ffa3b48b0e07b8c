'use client';

import { Slide, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './Toasts.scss';

/** Where every toast appears: top right, 5 s unless a message asks for another time (see notify). */
export default function ToastHost() {
  return <ToastContainer position="top-right" autoClose={5000} theme="colored" transition={Slide} newestOnTop />;
}
